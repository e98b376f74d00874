package input

import (
	"errors"
	"fmt"
)

// ErrUnknownName is wrapped by the errors returned for a key, button, axis or
// device name that does not exist.
var ErrUnknownName = errors.New("unknown name")

// MouseButton is a button of the mouse.
type MouseButton uint8

// The mouse buttons. MouseLeft is the zero value.
const (
	MouseLeft MouseButton = iota
	MouseRight
	MouseMiddle
	MouseBack    // the fourth button, "back" in browsers
	MouseForward // the fifth button, "forward" in browsers
	// NumMouseButtons is the number of mouse buttons.
	NumMouseButtons
)

var mouseNames = [NumMouseButtons]string{"Left", "Right", "Middle", "Back", "Forward"}

// String returns the button's saved name ("Left", "Right", "Middle", "Back",
// "Forward"), or "MouseButton(n)" for a value that is not a button.
func (b MouseButton) String() string {
	if b < NumMouseButtons {
		return mouseNames[b]
	}
	return fmt.Sprintf("MouseButton(%d)", uint8(b))
}

// ParseMouseButton returns the mouse button named name (case ignored), or an
// error wrapping ErrUnknownName.
func ParseMouseButton(name string) (MouseButton, error) {
	i, ok := lookupName(mouseNames[:], name)
	if !ok {
		return 0, fmt.Errorf("input: mouse button %q: %w", name, ErrUnknownName)
	}
	return MouseButton(i), nil
}

// GamepadButton is a button of a gamepad in the standard layout (the W3C Gamepad
// "standard" mapping, also SDL's and Ebitengine's StandardGamepadButton): the
// face buttons are named by their Xbox position, so PadA is the bottom one.
type GamepadButton uint8

// The gamepad buttons. PadA is the zero value.
const (
	PadA GamepadButton = iota // bottom face button
	PadB                      // right face button
	PadX                      // left face button
	PadY                      // top face button
	PadLeftBumper
	PadRightBumper
	PadLeftTrigger  // the left trigger read as a button
	PadRightTrigger // the right trigger read as a button
	PadBack         // also "select" or "view"
	PadStart        // also "menu"
	PadGuide        // the logo button
	PadLeftStick    // pressing the left stick
	PadRightStick   // pressing the right stick
	PadDpadUp
	PadDpadDown
	PadDpadLeft
	PadDpadRight
	// NumGamepadButtons is the number of gamepad buttons.
	NumGamepadButtons
)

var padNames = [NumGamepadButtons]string{
	"A", "B", "X", "Y", "LeftBumper", "RightBumper", "LeftTrigger", "RightTrigger",
	"Back", "Start", "Guide", "LeftStick", "RightStick",
	"DpadUp", "DpadDown", "DpadLeft", "DpadRight",
}

// String returns the button's saved name ("A", "LeftBumper", "DpadUp"), or
// "GamepadButton(n)" for a value that is not a button.
func (b GamepadButton) String() string {
	if b < NumGamepadButtons {
		return padNames[b]
	}
	return fmt.Sprintf("GamepadButton(%d)", uint8(b))
}

// ParseGamepadButton returns the gamepad button named name (case ignored), or an
// error wrapping ErrUnknownName.
func ParseGamepadButton(name string) (GamepadButton, error) {
	i, ok := lookupName(padNames[:], name)
	if !ok {
		return 0, fmt.Errorf("input: gamepad button %q: %w", name, ErrUnknownName)
	}
	return GamepadButton(i), nil
}

// GamepadAxis is an analog axis of a standard gamepad. Stick axes are in [-1, 1],
// with +X right and +Y down (like world units); triggers are in [0, 1], 0 released.
type GamepadAxis uint8

// The gamepad axes. AxisLeftX is the zero value.
const (
	AxisLeftX GamepadAxis = iota
	AxisLeftY
	AxisRightX
	AxisRightY
	AxisTriggerL
	AxisTriggerR
	// NumGamepadAxes is the number of gamepad axes.
	NumGamepadAxes
)

var axisNames = [NumGamepadAxes]string{"LeftX", "LeftY", "RightX", "RightY", "TriggerL", "TriggerR"}

// String returns the axis's saved name ("LeftX", "TriggerR"), or
// "GamepadAxis(n)" for a value that is not an axis.
func (a GamepadAxis) String() string {
	if a < NumGamepadAxes {
		return axisNames[a]
	}
	return fmt.Sprintf("GamepadAxis(%d)", uint8(a))
}

// ParseGamepadAxis returns the axis named name (case ignored), or an error
// wrapping ErrUnknownName.
func ParseGamepadAxis(name string) (GamepadAxis, error) {
	i, ok := lookupName(axisNames[:], name)
	if !ok {
		return 0, fmt.Errorf("input: gamepad axis %q: %w", name, ErrUnknownName)
	}
	return GamepadAxis(i), nil
}
