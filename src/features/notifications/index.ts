// The notification inbox (issue 33). The router loads its page lazily from ./pages/*; the tab pages
// (Home, Assets) show the bell, which only brings the unread count with it.
export { NotificationBell } from './components/bell/NotificationBell';
