export { isActivePath, NAVBAR_SCROLL_THRESHOLD, Navbar, type NavbarProps, type NavLink } from "./Navbar";
