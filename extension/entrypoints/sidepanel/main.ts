import '../../assets/base.css';
import { mountPopup } from '../../lib/popup';

void mountPopup(document.getElementById('app')!, true);
