package saves

import (
	"errors"
	"fmt"
)

// MaxSlotLen is the longest slot name, in bytes.
const MaxSlotLen = 32

// ErrBadSlot is wrapped by the error for a slot name outside the slot alphabet
// (see CheckSlot).
var ErrBadSlot = errors.New("bad slot name")

// CheckSlot returns nil if name is a valid slot name: 1 to MaxSlotLen (32)
// bytes of lower-case ASCII letters, digits, '-' and '_', starting with a
// letter or a digit ("1", "auto", "checkpoint", "slot-2"). The alphabet is kept
// small so that a slot is a file name on every system: no separators, no dots,
// no upper case (macOS and Windows fold case, so "Slot" and "slot" would be
// one file there and two on Linux), and none of the device names Windows
// reserves (con, prn, aux, nul, com1-com9, lpt1-lpt9), which cannot be files
// there. Otherwise it returns an error wrapping ErrBadSlot that names the slot
// and what is not allowed.
func CheckSlot(name string) error {
	if name == "" {
		return fmt.Errorf("saves: %w: the slot name is empty", ErrBadSlot)
	}
	if len(name) > MaxSlotLen {
		return fmt.Errorf("saves: %w: %q is %d bytes long, at most %d are allowed", ErrBadSlot, name, len(name), MaxSlotLen)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		ok := c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || (i > 0 && (c == '-' || c == '_'))
		if !ok {
			return fmt.Errorf("saves: %w: %q has %q at byte %d (use a-z, 0-9, and - or _ after the first)",
				ErrBadSlot, name, rune(c), i)
		}
	}
	if reservedOnWindows(name) {
		return fmt.Errorf("saves: %w: %q is a device name on Windows, which cannot be a file there", ErrBadSlot, name)
	}
	return nil
}

// reservedOnWindows reports whether name is a device name Windows reserves.
func reservedOnWindows(name string) bool {
	switch name {
	case "con", "prn", "aux", "nul":
		return true
	}
	return len(name) == 4 && (name[:3] == "com" || name[:3] == "lpt") && name[3] >= '1' && name[3] <= '9'
}
