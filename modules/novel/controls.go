package novel

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionAdvance   = "advance"
	ActionBack      = "back"
	ActionRollback  = "rollback"
	ActionSkip      = "skip"
	ActionAuto      = "auto"
	ActionBacklog   = "backlog"
	ActionQuickSave = "quicksave"
	ActionQuickLoad = "quickload"
	ActionSaveMenu  = "savemenu"
	ActionLoadMenu  = "loadmenu"
)

// Controls returns new controls holding the input actions the module reads,
// with their default bindings (Ren'Py's keys where it has them):
//
//	advance    Key:Enter Key:Space Mouse:Left Pad:A
//	back       Key:Escape Pad:B            (closes the backlog)
//	rollback   Key:PageUp Key:ArrowLeft Pad:LeftBumper
//	skip       Key:Tab Pad:RightBumper    (turns skipping read lines on or off)
//	auto       Key:A Pad:Y                  (turns auto-advance on or off)
//	backlog    Key:H Pad:X                  (shows the lines read)
//	quicksave  Key:F5
//	quickload  Key:F9
//	savemenu   Key:F6                       (the slot screen, to save)
//	loadmenu   Key:F7                       (the slot screen, to load)
//
// The choice menu is a runtime/ui panel and reads the UI's own actions.
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(ActionAdvance, key(input.KeyEnter), key(input.KeySpace), input.MouseBinding(input.MouseLeft), pad(input.PadA))
	c.Bind(ActionBack, key(input.KeyEscape), pad(input.PadB))
	c.Bind(ActionRollback, key(input.KeyPageUp), key(input.KeyArrowLeft), pad(input.PadLeftBumper))
	c.Bind(ActionSkip, key(input.KeyTab), pad(input.PadRightBumper))
	c.Bind(ActionAuto, key(input.KeyA), pad(input.PadY))
	c.Bind(ActionBacklog, key(input.KeyH), pad(input.PadX))
	c.Bind(ActionQuickSave, key(input.KeyF5))
	c.Bind(ActionQuickLoad, key(input.KeyF9))
	c.Bind(ActionSaveMenu, key(input.KeyF6))
	c.Bind(ActionLoadMenu, key(input.KeyF7))
	return c
}
