package rhythm

import "github.com/griffengine/griff/griff/input"

// laneActions are the input actions of the lanes: "lane1" to "lane10".
var laneActions = func() [MaxLanes]string {
	var a [MaxLanes]string
	for i := range a {
		a[i] = "lane" + itoa(i+1)
	}
	return a
}()

// LaneAction returns the input action of lane i (from 0): "lane1" for 0.
// It panics if i is not below MaxLanes.
func LaneAction(i int) string { return laneActions[i] }

// Controls returns new controls holding the input actions the module reads,
// with the keys of 4-key rhythm games (osu!mania's D F J K, and the arrows
// Friday Night Funkin' plays with) and a gamepad layout:
//
//	lane1  Key:D Key:ArrowLeft Pad:DpadLeft
//	lane2  Key:F Key:ArrowDown Pad:DpadDown
//	lane3  Key:J Key:ArrowUp Pad:Y
//	lane4  Key:K Key:ArrowRight Pad:B
//	lane5 to lane10: unbound (a project's "controls" binds them)
//
// The module registers these as its runtime.Module.Controls.
func Controls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind(laneActions[0], key(input.KeyD), key(input.KeyArrowLeft), pad(input.PadDpadLeft))
	c.Bind(laneActions[1], key(input.KeyF), key(input.KeyArrowDown), pad(input.PadDpadDown))
	c.Bind(laneActions[2], key(input.KeyJ), key(input.KeyArrowUp), pad(input.PadY))
	c.Bind(laneActions[3], key(input.KeyK), key(input.KeyArrowRight), pad(input.PadB))
	for _, a := range laneActions[4:] {
		c.Bind(a)
	}
	return c
}
