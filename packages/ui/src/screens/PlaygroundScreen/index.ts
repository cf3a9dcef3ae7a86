export { ModelPicker, type ModelPickerProps, type PlaygroundModelsStatus } from "./ModelPicker";
export { PaymentPanel, type PaymentPanelProps } from "./PaymentPanel";
export {
  type PlaygroundPayment,
  type PlaygroundRun,
  PlaygroundScreen,
  type PlaygroundScreenProps,
} from "./PlaygroundScreen";
export { PresetsPanel, type PresetsPanelProps } from "./PresetsPanel";
export { PromptPanel, type PromptPanelProps } from "./PromptPanel";
export { type PlaygroundTestPayment, TestPaymentDialog } from "./TestPaymentDialog";
