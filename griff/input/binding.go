package input

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// ErrBadBinding is wrapped by the errors ParseBinding and UnmarshalText return
// for text that is not a binding.
var ErrBadBinding = errors.New("bad binding")

// DefaultThreshold is how far an axis binding's axis must move (a fraction of its
// full range) before the binding counts as down. It is Godot's default action
// dead zone.
const DefaultThreshold = 0.5

// Device says which kind of control a Binding reads.
type Device uint8

// The devices. DeviceNone, the zero value, binds nothing.
const (
	DeviceNone  Device = iota
	DeviceKey          // a Key
	DeviceMouse        // a MouseButton
	DevicePad          // a GamepadButton
	DeviceAxis         // a GamepadAxis
	numDevices
)

var deviceNames = [numDevices]string{"None", "Key", "Mouse", "Pad", "Axis"}

// String returns the device's name as bindings write it ("Key", "Mouse", "Pad",
// "Axis"; "None" for DeviceNone).
func (d Device) String() string {
	if d < numDevices {
		return deviceNames[d]
	}
	return fmt.Sprintf("Device(%d)", uint8(d))
}

// Binding is one physical control that drives an action: a key, a mouse button, a
// gamepad button or a gamepad axis. Its text form, used in project files, is
//
//	Key:Space  Mouse:Left  Pad:A  Axis:LeftX  Axis:LeftX+  Axis:TriggerR+@0.2  Key:A-
//
// A key or button binding is down while the control is held and then adds 1 to
// its action's value, or -1 when written with a trailing "-" (so "Key:A-" and
// "Key:D" make a left-right action). An axis binding reads the whole axis
// ("Axis:LeftX": down while |value| >= threshold) or one half ("+" or "-": down
// while the value is past the threshold on that side); while down it adds the
// axis value, signed, to its action's value. The threshold follows "@" and is in
// (0, 1]; without it the threshold is DefaultThreshold.
//
// Bindings are comparable with ==: constructors and ParseBinding give one form
// for each binding (Sign is 0 or -1 for keys and buttons, Threshold is 0 when
// it is the default). The zero value binds nothing. In JSON a Binding is its
// text form.
type Binding struct {
	Device Device
	// Code is the Key, MouseButton, GamepadButton or GamepadAxis, by Device.
	Code uint8
	// Sign is -1 for a negative binding. For an axis, +1 and -1 read one half
	// of the axis and 0 reads all of it; for keys and buttons 0 means positive.
	Sign int8
	// Threshold is the axis threshold as a fraction in (0, 1]; 0 means
	// DefaultThreshold. Unused for keys and buttons.
	Threshold float64
}

// KeyBinding returns the binding of key k.
func KeyBinding(k Key) Binding { return Binding{Device: DeviceKey, Code: uint8(k)} }

// MouseBinding returns the binding of mouse button b.
func MouseBinding(b MouseButton) Binding { return Binding{Device: DeviceMouse, Code: uint8(b)} }

// PadBinding returns the binding of gamepad button b.
func PadBinding(b GamepadButton) Binding { return Binding{Device: DevicePad, Code: uint8(b)} }

// AxisBinding returns the binding of axis a: sign 0 reads the whole axis, +1 or
// -1 one half. threshold is a fraction in (0, 1], or 0 for DefaultThreshold.
// AxisBinding panics if sign is not -1, 0 or 1 or threshold is outside [0, 1].
func AxisBinding(a GamepadAxis, sign int, threshold float64) Binding {
	if sign < -1 || sign > 1 || !(threshold >= 0 && threshold <= 1) {
		panic(fmt.Sprintf("input: AxisBinding: sign %d or threshold %v out of range", sign, threshold))
	}
	if threshold == DefaultThreshold {
		threshold = 0
	}
	return Binding{Device: DeviceAxis, Code: uint8(a), Sign: int8(sign), Threshold: threshold}
}

// Negative returns b counting negatively: -1 for a key or button, the negative
// half for an axis.
func (b Binding) Negative() Binding {
	b.Sign = -1
	return b
}

// threshold returns b's axis threshold with the default filled in.
func (b Binding) threshold() float64 {
	if b.Threshold == 0 {
		return DefaultThreshold
	}
	return b.Threshold
}

// canonical returns b in the one form constructors give: Sign 0 or -1 and no
// threshold for keys and buttons, no stored DefaultThreshold for axes.
func (b Binding) canonical() Binding {
	if b.Device != DeviceAxis {
		b.Sign = min(b.Sign, 0)
		if b.Sign < 0 {
			b.Sign = -1
		}
		b.Threshold = 0
	} else if b.Threshold == DefaultThreshold {
		b.Threshold = 0
	}
	return b
}

// valid reports whether b is in the one form constructors and ParseBinding give.
func (b Binding) valid() bool {
	switch b.Device {
	case DeviceKey:
		return b.Code < uint8(NumKeys) && b.buttonForm()
	case DeviceMouse:
		return b.Code < uint8(NumMouseButtons) && b.buttonForm()
	case DevicePad:
		return b.Code < uint8(NumGamepadButtons) && b.buttonForm()
	case DeviceAxis:
		return b.Code < uint8(NumGamepadAxes) && b.Sign >= -1 && b.Sign <= 1 &&
			b.Threshold >= 0 && b.Threshold <= 1 && b.Threshold != DefaultThreshold
	}
	return false
}

func (b Binding) buttonForm() bool { return (b.Sign == 0 || b.Sign == -1) && b.Threshold == 0 }

// String returns b's text form, such as "Key:Space" or "Axis:LeftX+@0.25"
// ("None" for the zero Binding).
func (b Binding) String() string {
	var name string
	switch b.Device {
	case DeviceKey:
		name = Key(b.Code).String()
	case DeviceMouse:
		name = MouseButton(b.Code).String()
	case DevicePad:
		name = GamepadButton(b.Code).String()
	case DeviceAxis:
		name = GamepadAxis(b.Code).String()
	default:
		return b.Device.String()
	}
	s := b.Device.String() + ":" + name
	switch {
	case b.Sign < 0:
		s += "-"
	case b.Sign > 0 && b.Device == DeviceAxis:
		s += "+"
	}
	if b.Device == DeviceAxis && b.Threshold != 0 {
		s += "@" + strconv.FormatFloat(b.Threshold, 'g', -1, 64)
	}
	return s
}

// ParseBinding reads a binding's text form (see Binding). Device and control
// names ignore case. It returns an error wrapping ErrBadBinding, quoting text and
// saying what is wrong, for anything else.
func ParseBinding(text string) (Binding, error) {
	b, err := parseBinding(text)
	if err != nil {
		return Binding{}, fmt.Errorf("input: binding %q: %w: %s", text, ErrBadBinding, err)
	}
	return b, nil
}

func parseBinding(text string) (Binding, error) {
	dev, rest, ok := strings.Cut(text, ":")
	if !ok {
		return Binding{}, errors.New(`want "Device:Name", such as "Key:Space"`)
	}
	rest, thr, hasThr := strings.Cut(rest, "@")
	var b Binding
	switch {
	case strings.HasSuffix(rest, "-"):
		b.Sign, rest = -1, rest[:len(rest)-1]
	case strings.HasSuffix(rest, "+"):
		b.Sign, rest = 1, rest[:len(rest)-1]
	}
	d, ok := lookupName(deviceNames[1:], dev)
	if !ok {
		return Binding{}, fmt.Errorf("unknown device %q (want Key, Mouse, Pad or Axis)", dev)
	}
	b.Device = Device(d + 1)
	code, err := parseCode(b.Device, rest)
	if err != nil {
		return Binding{}, err
	}
	b.Code = code
	if b.Device != DeviceAxis {
		if hasThr {
			return Binding{}, errors.New("only an axis has a threshold")
		}
		b.Sign = min(b.Sign, 0)
		return b, nil
	}
	if hasThr {
		t, err := strconv.ParseFloat(thr, 64)
		if err != nil || !(t > 0 && t <= 1) {
			return Binding{}, fmt.Errorf("threshold %q is not a number in (0, 1]", thr)
		}
		if t != DefaultThreshold {
			b.Threshold = t
		}
	}
	return b, nil
}

// parseCode reads the control name of a binding for device d.
func parseCode(d Device, name string) (uint8, error) {
	var names []string
	switch d {
	case DeviceKey:
		names = keyNames[:]
	case DeviceMouse:
		names = mouseNames[:]
	case DevicePad:
		names = padNames[:]
	default:
		names = axisNames[:]
	}
	i, ok := lookupName(names, name)
	if !ok {
		return 0, fmt.Errorf("unknown %s name %q", strings.ToLower(d.String()), name)
	}
	return uint8(i), nil
}

// MarshalText writes b's text form. It returns an error for a Binding that is not
// in the form constructors give (such as the zero Binding).
func (b Binding) MarshalText() ([]byte, error) {
	if !b.valid() {
		return nil, fmt.Errorf("input: binding %+v: %w", b, ErrBadBinding)
	}
	return []byte(b.String()), nil
}

// UnmarshalText reads b's text form, leaving b unchanged on error.
func (b *Binding) UnmarshalText(text []byte) error {
	v, err := ParseBinding(string(text))
	if err != nil {
		return err
	}
	*b = v
	return nil
}

// read returns whether b is down and the value it adds to its action, given
// the controls of one player. pad is nil when the player has no gamepad.
func (b Binding) read(d *DeviceState, keyboard bool, pad *GamepadState) (bool, float64) {
	var down bool
	switch b.Device {
	case DeviceKey:
		down = keyboard && int(b.Code) < len(d.Keys) && d.Keys[b.Code]
	case DeviceMouse:
		down = keyboard && int(b.Code) < len(d.Mouse) && d.Mouse[b.Code]
	case DevicePad:
		down = pad != nil && int(b.Code) < len(pad.Buttons) && pad.Buttons[b.Code]
	case DeviceAxis:
		if pad == nil || int(b.Code) >= len(pad.Axes) {
			return false, 0
		}
		return b.readAxis(pad.Axes[b.Code])
	}
	switch {
	case !down:
		return false, 0
	case b.Sign < 0:
		return true, -1
	}
	return true, 1
}

// readAxis applies an axis binding to the axis value v (clamped to [-1, 1]; NaN
// counts as 0).
func (b Binding) readAxis(v float64) (bool, float64) {
	if math.IsNaN(v) {
		v = 0
	}
	v = max(-1, min(1, v))
	t := b.threshold()
	var down bool
	switch b.Sign {
	case 0:
		down = math.Abs(v) >= t
	case 1:
		down = v >= t
	default:
		down = -v >= t
	}
	if !down {
		return false, 0
	}
	return true, v
}
