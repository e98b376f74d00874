package strategy

import "github.com/griffengine/griff/griff/input"

// The input actions the module reads (see Controls).
const (
	ActionSelect   = "select"
	ActionOrder    = "order"
	ActionAdd      = "add"
	ActionGroup    = "group"
	ActionAttack   = "attack"
	ActionStop     = "stop"
	ActionFarm     = "buildFarm"
	ActionBarracks = "buildBarracks"
	ActionHall     = "buildHall"
	ActionTrain1   = "train1"
	ActionTrain2   = "train2"
	ActionCancel   = "cancel"
	ActionCamLeft  = "camLeft"
	ActionCamRight = "camRight"
	ActionCamUp    = "camUp"
	ActionCamDown  = "camDown"
)

// groupActions are the control groups' actions, "group1" to "group9".
var groupActions = [9]string{"group1", "group2", "group3", "group4", "group5", "group6", "group7", "group8", "group9"}

// Controls returns new controls holding the input actions the module reads,
// with their default bindings (Warcraft II and StarCraft's):
//
//	select          Mouse:Left              select (click, drag a box, double-click); place; aim
//	order           Mouse:Right             the contextual order (move, attack, gather, build)
//	add             Key:ShiftLeft/Right     held: a selection adds to (or takes from) the one before
//	group           Key:ControlLeft/Right   held with a digit: set that control group
//	group1..group9  Key:Digit1..9           recall a control group (twice: look at it)
//	attack          Key:A                   the next click attack-moves
//	stop            Key:S                   stop
//	buildFarm       Key:F                   a worker's farm ghost
//	buildBarracks   Key:B                   a worker's barracks ghost
//	buildHall       Key:H                   a worker's town hall ghost
//	train1, train2  Key:T, Key:Y            a building trains its first or second unit
//	cancel          Key:Escape              drop the ghost or the aim
//	camLeft..camDown Arrow keys             scroll the camera (so does the pointer at an edge)
func Controls() *input.Controls {
	key, mouse := input.KeyBinding, input.MouseBinding
	c := &input.Controls{}
	c.Bind(ActionSelect, mouse(input.MouseLeft))
	c.Bind(ActionOrder, mouse(input.MouseRight))
	c.Bind(ActionAdd, key(input.KeyShiftLeft), key(input.KeyShiftRight))
	c.Bind(ActionGroup, key(input.KeyControlLeft), key(input.KeyControlRight))
	digits := [9]input.Key{input.KeyDigit1, input.KeyDigit2, input.KeyDigit3, input.KeyDigit4, input.KeyDigit5, input.KeyDigit6, input.KeyDigit7, input.KeyDigit8, input.KeyDigit9}
	for i, a := range groupActions {
		c.Bind(a, key(digits[i]))
	}
	c.Bind(ActionAttack, key(input.KeyA))
	c.Bind(ActionStop, key(input.KeyS))
	c.Bind(ActionFarm, key(input.KeyF))
	c.Bind(ActionBarracks, key(input.KeyB))
	c.Bind(ActionHall, key(input.KeyH))
	c.Bind(ActionTrain1, key(input.KeyT))
	c.Bind(ActionTrain2, key(input.KeyY))
	c.Bind(ActionCancel, key(input.KeyEscape))
	c.Bind(ActionCamLeft, key(input.KeyArrowLeft))
	c.Bind(ActionCamRight, key(input.KeyArrowRight))
	c.Bind(ActionCamUp, key(input.KeyArrowUp))
	c.Bind(ActionCamDown, key(input.KeyArrowDown))
	return c
}
