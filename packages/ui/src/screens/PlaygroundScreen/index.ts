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
export { RunReceipt } from "./RunReceipt";
export {
  type PlaygroundTestPayment,
  type PlaygroundTestPaymentResult,
  TestPaymentDialog,
  type TestPaymentDialogProps,
} from "./TestPaymentDialog";
