// The pickup window as the dashboard writes it: "12:00 PM to 2:00 PM".
import { PICKUP_WINDOW } from '../../../domain/calendar';

const hour = (h: number) => `${h % 12 || 12}:00 ${h < 12 ? 'AM' : 'PM'}`;

export const PICKUP_HOURS = `${hour(PICKUP_WINDOW.startHour)} to ${hour(PICKUP_WINDOW.endHour)}`;
