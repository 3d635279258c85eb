// Semi's parts as every screen uses them, each mending what Semi's own leaves out for assistive
// technology. A folder of its own so that a screen that draws none of them loads none of them.
export { Avatar } from './Avatar';
export { Table } from './Table';
