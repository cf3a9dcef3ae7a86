export { ProfileScreen, type ProfileScreenProps } from "./ProfileScreen";
export type {
  ProfileActivityItem,
  ProfileListState,
  ProfilePayments,
  ProfilePaymentsState,
  ProfileSavedItem,
  ProfileTab,
} from "./types";
