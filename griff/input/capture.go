package input

import "strings"

// capturePrefix starts the name of a capture action: "Key/" and a key's name.
const capturePrefix = "Key/"

// CaptureAction returns the name of the capture action of key k: "Key/" and
// the key's name ("Key/Space", "Key/K"). While Live.Capture is on, a key that
// goes down queues a press of its capture action (down and up in one step), so
// a game asking "press a key" (a settings panel rebinding an action) reads the
// key as input, recorded and replayed like any other. The names are valid
// action names (see ValidAction). CaptureAction panics if k is not a key.
func CaptureAction(k Key) string {
	if k >= NumKeys {
		panic("input: CaptureAction of a value that is not a key")
	}
	return capturePrefix + keyNames[k]
}

// CapturedKey returns the key whose capture action is action, and false for
// any other action name.
func CapturedKey(action string) (Key, bool) {
	name, ok := strings.CutPrefix(action, capturePrefix)
	if !ok {
		return 0, false
	}
	for k, n := range keyNames {
		if n == name {
			return Key(k), true
		}
	}
	return 0, false
}

// capture queues a press of the capture action of each key of d that went
// down since the previous Frame (in Key order), when l.Capture is on. It keeps
// which keys were down either way.
func (l *Live) capture(d *DeviceState) {
	for k, down := range d.Keys {
		if down && !l.keys[k] && l.Capture {
			a := capturePrefix + keyNames[k]
			l.pending = append(l.pending, Event{Action: a, Down: true, Value: 1}, Event{Action: a})
		}
	}
	l.keys = d.Keys
}
