import '../../assets/base.css';
import { mountOptions } from '../../lib/options';

void mountOptions(document.getElementById('app')!);
