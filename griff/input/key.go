package input

import (
	"fmt"
	"strings"
)

// Key is a key of a standard keyboard, named by its position (the US layout
// label), not by the character it types: KeyQ is the key left of W on any layout.
// The names are those of the W3C UI Events KeyboardEvent.code values without the
// "Key" prefix on letters, which are also Ebitengine's names, so a host maps keys
// by name. The names are saved in project files and never change.
type Key uint8

// The keys. KeyA is the zero value.
const (
	KeyA Key = iota
	KeyB
	KeyC
	KeyD
	KeyE
	KeyF
	KeyG
	KeyH
	KeyI
	KeyJ
	KeyK
	KeyL
	KeyM
	KeyN
	KeyO
	KeyP
	KeyQ
	KeyR
	KeyS
	KeyT
	KeyU
	KeyV
	KeyW
	KeyX
	KeyY
	KeyZ
	KeyDigit0
	KeyDigit1
	KeyDigit2
	KeyDigit3
	KeyDigit4
	KeyDigit5
	KeyDigit6
	KeyDigit7
	KeyDigit8
	KeyDigit9
	KeyF1
	KeyF2
	KeyF3
	KeyF4
	KeyF5
	KeyF6
	KeyF7
	KeyF8
	KeyF9
	KeyF10
	KeyF11
	KeyF12
	KeyArrowUp
	KeyArrowDown
	KeyArrowLeft
	KeyArrowRight
	KeySpace
	KeyEnter
	KeyEscape
	KeyTab
	KeyBackspace
	KeyInsert
	KeyDelete
	KeyHome
	KeyEnd
	KeyPageUp
	KeyPageDown
	KeyShiftLeft
	KeyShiftRight
	KeyControlLeft
	KeyControlRight
	KeyAltLeft
	KeyAltRight
	KeyMetaLeft
	KeyMetaRight
	KeyCapsLock
	KeyMinus
	KeyEqual
	KeyBracketLeft
	KeyBracketRight
	KeyBackslash
	KeySemicolon
	KeyQuote
	KeyBackquote
	KeyComma
	KeyPeriod
	KeySlash
	KeyNumpad0
	KeyNumpad1
	KeyNumpad2
	KeyNumpad3
	KeyNumpad4
	KeyNumpad5
	KeyNumpad6
	KeyNumpad7
	KeyNumpad8
	KeyNumpad9
	KeyNumpadAdd
	KeyNumpadSubtract
	KeyNumpadMultiply
	KeyNumpadDivide
	KeyNumpadDecimal
	KeyNumpadEnter
	KeyNumLock
	KeyPrintScreen
	KeyScrollLock
	KeyPause
	KeyContextMenu
	// NumKeys is the number of keys: Key values are 0 to NumKeys-1.
	NumKeys
)

var keyNames = [NumKeys]string{
	"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
	"N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z",
	"Digit0", "Digit1", "Digit2", "Digit3", "Digit4",
	"Digit5", "Digit6", "Digit7", "Digit8", "Digit9",
	"F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12",
	"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight",
	"Space", "Enter", "Escape", "Tab", "Backspace",
	"Insert", "Delete", "Home", "End", "PageUp", "PageDown",
	"ShiftLeft", "ShiftRight", "ControlLeft", "ControlRight",
	"AltLeft", "AltRight", "MetaLeft", "MetaRight", "CapsLock",
	"Minus", "Equal", "BracketLeft", "BracketRight", "Backslash",
	"Semicolon", "Quote", "Backquote", "Comma", "Period", "Slash",
	"Numpad0", "Numpad1", "Numpad2", "Numpad3", "Numpad4",
	"Numpad5", "Numpad6", "Numpad7", "Numpad8", "Numpad9",
	"NumpadAdd", "NumpadSubtract", "NumpadMultiply", "NumpadDivide",
	"NumpadDecimal", "NumpadEnter", "NumLock",
	"PrintScreen", "ScrollLock", "Pause", "ContextMenu",
}

// String returns the key's saved name ("A", "Digit1", "Space", "ShiftLeft"), or
// "Key(n)" for a value that is not a key.
func (k Key) String() string {
	if k < NumKeys {
		return keyNames[k]
	}
	return fmt.Sprintf("Key(%d)", uint8(k))
}

// ParseKey returns the key named name, as String writes it; case is ignored.
// It returns an error wrapping ErrUnknownName, quoting name, for anything else.
func ParseKey(name string) (Key, error) {
	i, ok := lookupName(keyNames[:], name)
	if !ok {
		return 0, fmt.Errorf("input: key %q: %w", name, ErrUnknownName)
	}
	return Key(i), nil
}

// lookupName returns the index of name in names, ignoring case.
func lookupName(names []string, name string) (int, bool) {
	for i, n := range names {
		if strings.EqualFold(n, name) {
			return i, true
		}
	}
	return 0, false
}
