package arc

import (
	"fmt"
	"unicode/utf8"
)

// Integer is any integer type: the types a range loop over an integer can count in.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

// CheckIndex is called by generated load code for a saved range loop position: it
// returns nil if 0 <= i < n (the loop is inside its body at index i of n, a
// position it can be paused at), else an error wrapping ErrBadValue that gives i
// and n. A loop resumed at an index a save gives out of range would skip its
// remaining rounds or replay them (an index of -1 runs round 0 again) and play
// differently from the game that saved; the load ladder restarts the passage
// instead and reports the problem.
func CheckIndex[T Integer](i, n T) error {
	if i < 0 || i >= n {
		return fmt.Errorf("%w: loop index %v is not in [0, %v)", ErrBadValue, i, n)
	}
	return nil
}

// CheckRuneIndex is CheckIndex for a range loop over the string s: it returns nil
// if the loop can be paused at byte offset i with the next rune at byte offset
// next (i is an offset the loop stops at, stepping from 0 by the lengths
// utf8.DecodeRuneInString gives, and next is i plus the length of the rune at
// i), else an error wrapping ErrBadValue. The cost grows with i.
func CheckRuneIndex(s string, i, next int) error {
	if err := CheckIndex(i, len(s)); err != nil {
		return err
	}
	at := 0 // the offsets the loop stops at, from the start: i must be one
	for at < i {
		_, size := utf8.DecodeRuneInString(s[at:])
		at += size
	}
	if _, size := utf8.DecodeRuneInString(s[i:]); at != i || next != i+size {
		return fmt.Errorf("%w: loop offsets %d and %d are not a rune of the ranged string", ErrBadValue, i, next)
	}
	return nil
}
