// First: zod must know it may not evaluate code before any schema is built (see the module).
import '../../lib/zod-without-eval';
import '../../assets/base.css';
import './popup.css';
import { mountPopup } from '../../lib/popup';

void mountPopup(document.getElementById('app')!);
