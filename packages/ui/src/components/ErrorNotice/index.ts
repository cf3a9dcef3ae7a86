export { ErrorNotice, type ErrorNoticeProps, errorNoticeVariants } from "./ErrorNotice";
