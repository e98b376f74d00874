package input_test

import (
	"fmt"
	"os"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// A host feeds a Live source every frame; the game reads a State every step.
func Example() {
	controls := &input.Controls{}
	controls.Bind("Jump", input.KeyBinding(input.KeySpace), input.PadBinding(input.PadA))
	controls.Bind("MoveX", input.KeyBinding(input.KeyA).Negative(), input.KeyBinding(input.KeyD),
		input.AxisBinding(input.AxisLeftX, 0, 0.2))

	live := input.NewLive(controls, input.PlayerDevices{Keyboard: true})
	rec := input.NewRecorder(live)
	var state input.State
	var devices input.DeviceState

	// Frame 1: Space goes down and up again before a step is taken.
	devices.Keys[input.KeySpace] = true
	live.Frame(&devices)
	devices.Keys[input.KeySpace] = false
	devices.Keys[input.KeyA] = true
	live.Frame(&devices)

	// Step 1 sees the tap once.
	state.Update(rec, 1)
	fmt.Println("pressed:", state.Pressed(0, "Jump"), "held:", state.Held(0, "Jump"), "MoveX:", state.Axis(0, "MoveX"))

	input.WriteEvents(os.Stdout, rec.Recording())
	// Output:
	// pressed: true held: false MoveX: -1
	// griff-input 1
	// 1 0 Jump down
	// 1 0 Jump up
	// 1 0 MoveX down -1
}

// A recorded playthrough plays back through a Script.
func ExampleScript() {
	script := input.NewScript([]input.Event{
		{Tick: 3, Player: 0, Action: "Jump", Down: true, Value: 1},
		{Tick: 4, Player: 0, Action: "Jump"},
	})
	var state input.State
	for tick := griff.Tick(1); tick <= 5; tick++ {
		state.Update(script, tick)
		fmt.Println(tick, state.Pressed(0, "Jump"), state.Held(0, "Jump"), state.Released(0, "Jump"))
	}
	// Output:
	// 1 false false false
	// 2 false false false
	// 3 true true false
	// 4 false false true
	// 5 false false false
}

func ExampleParseBinding() {
	for _, text := range []string{"Key:Space", "axis:lefty-@0.3", "Pad:Turbo"} {
		b, err := input.ParseBinding(text)
		fmt.Println(b, err)
	}
	// Output:
	// Key:Space <nil>
	// Axis:LeftY-@0.3 <nil>
	// None input: binding "Pad:Turbo": bad binding: unknown pad name "Turbo"
}
