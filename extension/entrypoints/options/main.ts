// First: zod must know it may not evaluate code before any schema is built (see the module).
import '../../lib/zod-without-eval';
import '../../assets/base.css';
import { mountOptions } from '../../lib/options';

void mountOptions(document.getElementById('app')!);
