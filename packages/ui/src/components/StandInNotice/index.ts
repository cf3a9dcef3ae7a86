export { StandInNotice, type StandInNoticeProps, standInText } from "./StandInNotice";
