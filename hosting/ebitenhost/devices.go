package ebitenhost

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/griff/input"
)

// devices reads Ebitengine's keyboard, mouse and gamepads into an input.DeviceState,
// reusing its buffers so that a frame makes no garbage.
type devices struct {
	keys  [input.NumKeys]ebiten.Key // the Ebitengine key of each input.Key
	known [input.NumKeys]bool       // whether Ebitengine has that key
	ids   []ebiten.GamepadID
	touch []ebiten.TouchID
	state input.DeviceState
	rest  restingCursor
}

// restingCursor holds back a cursor that has not moved since the window
// opened. Decision: the cursor is known to the game only once it has moved
// from where the first frame found it, or a mouse button went down. A cursor
// merely resting where the window happened to open (over the middle of the
// screen, say) is no choice of the player's, and runtime/ui focuses the
// widget a cursor arrives over: counted, it made Enter (or an agent's
// UIAccept) on the built-in game's title menu open Settings instead of
// starting Play, because Settings sits under the middle of the window.
// The zero value is a cursor not yet seen.
type restingCursor struct {
	at          [2]int // where the first frame found the cursor
	seen, moved bool
}

// known reports whether the cursor at x, y (with any mouse button down if
// button) is known to the game, remembering the first position it is given.
func (r *restingCursor) known(x, y int, button bool) bool {
	if !r.seen {
		r.at, r.seen = [2]int{x, y}, true
	}
	if !r.moved && ([2]int{x, y} != r.at || button) {
		r.moved = true
	}
	return r.moved
}

// mouseButtons are the Ebitengine buttons of input's MouseLeft .. MouseForward.
var mouseButtons = [input.NumMouseButtons]ebiten.MouseButton{
	ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle, ebiten.MouseButton3, ebiten.MouseButton4,
}

// padButtons are the standard-layout buttons of input's PadA .. PadDpadRight (both
// follow the W3C Gamepad standard mapping).
var padButtons = [input.NumGamepadButtons]ebiten.StandardGamepadButton{
	ebiten.StandardGamepadButtonRightBottom, ebiten.StandardGamepadButtonRightRight,
	ebiten.StandardGamepadButtonRightLeft, ebiten.StandardGamepadButtonRightTop,
	ebiten.StandardGamepadButtonFrontTopLeft, ebiten.StandardGamepadButtonFrontTopRight,
	ebiten.StandardGamepadButtonFrontBottomLeft, ebiten.StandardGamepadButtonFrontBottomRight,
	ebiten.StandardGamepadButtonCenterLeft, ebiten.StandardGamepadButtonCenterRight,
	ebiten.StandardGamepadButtonCenterCenter, ebiten.StandardGamepadButtonLeftStick,
	ebiten.StandardGamepadButtonRightStick, ebiten.StandardGamepadButtonLeftTop,
	ebiten.StandardGamepadButtonLeftBottom, ebiten.StandardGamepadButtonLeftLeft,
	ebiten.StandardGamepadButtonLeftRight,
}

// stickAxes are the standard-layout axes of input's AxisLeftX .. AxisRightY.
var stickAxes = [...]ebiten.StandardGamepadAxis{
	ebiten.StandardGamepadAxisLeftStickHorizontal, ebiten.StandardGamepadAxisLeftStickVertical,
	ebiten.StandardGamepadAxisRightStickHorizontal, ebiten.StandardGamepadAxisRightStickVertical,
}

// newDevices matches input's keys to Ebitengine's by name: both use the W3C UI Events
// code names ("A", "Digit1", "ArrowUp", "ShiftLeft").
func newDevices() *devices {
	d := &devices{}
	for k := ebiten.Key(0); k <= ebiten.KeyMax; k++ {
		if ik, err := input.ParseKey(k.String()); err == nil && !d.known[ik] {
			d.keys[ik], d.known[ik] = k, true
		}
	}
	return d
}

// read fills the device state from Ebitengine's current input. Gamepads without the
// standard layout are left out; the others keep Ebitengine's order of ids.
func (d *devices) read() *input.DeviceState {
	s := &d.state
	for k := range s.Keys {
		s.Keys[k] = d.known[k] && ebiten.IsKeyPressed(d.keys[k])
	}
	for b, eb := range mouseButtons {
		s.Mouse[b] = ebiten.IsMouseButtonPressed(eb)
	}
	d.readPointer()
	d.ids = ebiten.AppendGamepadIDs(d.ids[:0])
	s.Gamepads = s.Gamepads[:0]
	for _, id := range d.ids {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		var g input.GamepadState
		for b, eb := range padButtons {
			g.Buttons[b] = ebiten.IsStandardGamepadButtonPressed(id, eb)
		}
		for a, ea := range stickAxes {
			g.Axes[a] = ebiten.StandardGamepadAxisValue(id, ea)
		}
		g.Axes[input.AxisTriggerL] = ebiten.StandardGamepadButtonValue(id, ebiten.StandardGamepadButtonFrontBottomLeft)
		g.Axes[input.AxisTriggerR] = ebiten.StandardGamepadButtonValue(id, ebiten.StandardGamepadButtonFrontBottomRight)
		s.Gamepads = append(s.Gamepads, g)
	}
	return s
}

// readPointer reads the cursor, the wheel and the touches. Ebitengine gives
// their positions in the coordinates of Layout, which are the game's logical
// pixels whatever the window's size, so nothing needs mapping here. Its wheel
// is positive upwards; input's is positive towards the user, so y is negated.
// The cursor is left out (HasCursor false) until it moves or a mouse button
// goes down (restingCursor). readPointer reads the mouse buttons read has
// filled in.
func (d *devices) readPointer() {
	s := &d.state
	x, y := ebiten.CursorPosition()
	button := false
	for _, down := range s.Mouse {
		button = button || down
	}
	s.Cursor, s.HasCursor = [2]float64{float64(x), float64(y)}, d.rest.known(x, y, button)
	wx, wy := ebiten.Wheel()
	s.Wheel = [2]float64{wx, -wy}
	d.touch = ebiten.AppendTouchIDs(d.touch[:0])
	s.Touches = s.Touches[:0]
	for _, id := range d.touch {
		tx, ty := ebiten.TouchPosition(id)
		s.Touches = append(s.Touches, input.TouchPoint{ID: int(id) & input.MaxTouchID, X: float64(tx), Y: float64(ty)})
	}
}
