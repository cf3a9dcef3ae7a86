export { Leaderboard, type LeaderboardProps, type LeaderboardRow } from "./Leaderboard";
