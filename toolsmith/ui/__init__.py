"""The review page (`toolsmith ui`): tools with their evidence, approve or reject them in a browser.

Starlette and Jinja2 with plain HTML forms and no scripts; needs the `ui` extra
(`pip install 'toolsmith[ui]'`). `serve()` binds 127.0.0.1 by default and prints the URL with its
access token on the first line of stdout; `create_app()` builds the app for other servers and tests.
"""

from .app import UIConfig, create_app, new_config
from .server import serve

__all__ = ["UIConfig", "create_app", "new_config", "serve"]
