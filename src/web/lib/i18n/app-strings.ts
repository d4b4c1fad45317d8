import { enApp } from './en-app.ts';
import { addStrings } from './i18n.ts';

// Importing this module registers the signed-in screens' English strings (see i18n.ts). The
// signed-in layout and the tutorial import it; /auth does not, so it never downloads them.
addStrings('en', enApp);
