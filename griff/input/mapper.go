package input

import "fmt"

// DeviceState is the raw state of the input devices in one frame, as the host
// reads it: which keys and buttons are held and where the axes are. The host
// fills one DeviceState every frame (reusing it makes no garbage) and hands it to
// a Mapper or a Live source.
type DeviceState struct {
	// Keys is true for each key held, indexed by Key.
	Keys [NumKeys]bool
	// Mouse is true for each mouse button held, indexed by MouseButton.
	Mouse [NumMouseButtons]bool
	// Gamepads holds the connected gamepads, in the host's order; a local player
	// names one by its index here.
	Gamepads []GamepadState
	// Cursor is where the mouse cursor is, in logical pixels of the project's
	// resolution (the host maps the window's pixels to it), if HasCursor.
	Cursor [2]float64
	// HasCursor is true if there is a mouse cursor (false on a touch screen).
	HasCursor bool
	// Wheel is how far the mouse wheel turned since the previous frame, in
	// notches: [0] right, [1] down (towards the user).
	Wheel [2]float64
	// Touches are the fingers on the screen, in logical pixels, in the host's
	// order.
	Touches []TouchPoint
}

// TouchPoint is one finger on the screen as the host reads it.
type TouchPoint struct {
	// ID tells fingers apart while they touch, in [0, MaxTouchID].
	ID int
	// X and Y are where the finger is, in logical pixels.
	X, Y float64
}

// GamepadState is the raw state of one gamepad in the standard layout.
type GamepadState struct {
	// Buttons is true for each button held, indexed by GamepadButton.
	Buttons [NumGamepadButtons]bool
	// Axes holds each axis, indexed by GamepadAxis: sticks in [-1, 1] (+X right,
	// +Y down), triggers in [0, 1]. Values outside [-1, 1] are clamped; NaN is 0.
	Axes [NumGamepadAxes]float64
}

// PlayerDevices says which devices a local player uses. The zero value reads no
// keyboard and gamepad 0; {Keyboard: true} is the usual single player, reading
// the keyboard, the mouse and the first gamepad.
type PlayerDevices struct {
	// Keyboard is true if the player reads the keyboard and the mouse.
	Keyboard bool
	// NoGamepad is true if the player reads no gamepad.
	NoGamepad bool
	// Gamepad is the index in DeviceState.Gamepads of the player's gamepad,
	// unless NoGamepad. A gamepad that is not there reads as nothing held.
	Gamepad int
}

// pad returns the player's gamepad in d, or nil.
func (p PlayerDevices) pad(d *DeviceState) *GamepadState {
	if p.NoGamepad || p.Gamepad < 0 || p.Gamepad >= len(d.Gamepads) {
		return nil
	}
	return &d.Gamepads[p.Gamepad]
}

// Mapper turns device states into action events. Each Update reads the devices
// of every local player through the controls and emits an Event for each action
// whose state changed since the previous Update: it went down, went up, or (while
// down) its value changed. The events come in a fixed order: by player, then by
// action name. A player who reads the keyboard (PlayerDevices.Keyboard) also
// reads the mouse cursor, wheel and touches: after its actions come a
// KindPointer event if the cursor moved, a KindWheel event if the wheel turned,
// then touch events: those that ended, in the order they began, then those
// that moved or began, in the host's order. Event.Tick is left 0; the Source that delivers the events sets it.
//
// An action is down while any of its bindings is down; its value is the sum of
// what its bindings add (see Binding), clamped to [-1, 1], and 0 while it is up.
//
// The zero value is ready to use: every action starts up. Mapper is not safe for
// concurrent use; an Update with the same controls and players makes no garbage.
type Mapper struct {
	players [][]mapped // per player, one per action of the controls, sorted by name
	cursor  [MaxPlayers]struct {
		xy    [2]float64
		known bool
	}
	touches [MaxPlayers][]TouchPoint
}

// mapped is what a Mapper last emitted for one action of one player.
type mapped struct {
	name  string
	down  bool
	value float64
}

// Update appends to dst the events for what changed in d since the previous
// Update and returns the extended slice. players[i] says which devices local
// player i reads; a player dropped from the list (or an action removed from c)
// gets an up event for each action it held. Nil controls have no actions.
// Update panics if there are more than MaxPlayers players.
func (m *Mapper) Update(d *DeviceState, c *Controls, players []PlayerDevices, dst []Event) []Event {
	if len(players) > MaxPlayers {
		panic(fmt.Sprintf("input: Mapper.Update: %d players, at most %d allowed", len(players), MaxPlayers))
	}
	var actions []actionBindings // nil Controls have no actions
	if c != nil {
		actions = c.actions
	}
	for len(m.players) < len(players) {
		m.players = append(m.players, nil)
	}
	for p, devs := range players {
		var st []mapped
		st, dst = syncActions(m.players[p], actions, p, dst)
		m.players[p] = st
		pad := devs.pad(d)
		for i := range actions {
			down, v := readAction(actions[i].bindings, d, devs.Keyboard, pad)
			s := &st[i]
			if down != s.down || v != s.value {
				s.down, s.value = down, v
				dst = append(dst, Event{Player: p, Action: s.name, Down: down, Value: v})
			}
		}
		if devs.Keyboard {
			dst = m.pointer(d, p, dst)
		}
	}
	for p := len(players); p < len(m.players); p++ {
		dst = releaseAll(m.players[p], p, dst)
	}
	m.players = m.players[:len(players)]
	return dst
}

// Reset forgets what was emitted: the next Update emits an event for every
// action that is down, as if all had been up, and places the cursor again.
func (m *Mapper) Reset() { *m = Mapper{} }

// readAction returns whether an action with bindings bs is down and its value.
func readAction(bs []Binding, d *DeviceState, keyboard bool, pad *GamepadState) (bool, float64) {
	down, sum := false, 0.0
	for _, b := range bs {
		if dn, v := b.read(d, keyboard, pad); dn {
			down = true
			sum += v
		}
	}
	if !down {
		return false, 0
	}
	return true, max(-1, min(1, sum))
}

// syncActions returns st with one entry per action, in the same order, keeping
// the state of actions that stay; for an action that went away while down it
// appends an up event for player p to dst.
func syncActions(st []mapped, actions []actionBindings, p int, dst []Event) ([]mapped, []Event) {
	if len(st) == len(actions) {
		same := true
		for i := range st {
			if st[i].name != actions[i].name {
				same = false
				break
			}
		}
		if same {
			return st, dst
		}
	}
	next := make([]mapped, len(actions))
	j := 0
	for i, a := range actions {
		for j < len(st) && st[j].name < a.name {
			dst = releaseAll(st[j:j+1], p, dst)
			j++
		}
		next[i] = mapped{name: a.name}
		if j < len(st) && st[j].name == a.name {
			next[i] = st[j]
			j++
		}
	}
	dst = releaseAll(st[j:], p, dst)
	return next, dst
}

// releaseAll appends an up event for player p for each action in st that is down.
func releaseAll(st []mapped, p int, dst []Event) []Event {
	for _, s := range st {
		if s.down {
			dst = append(dst, Event{Player: p, Action: s.name})
		}
	}
	return dst
}
