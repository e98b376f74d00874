package dlg

import (
	"slices"
	"strconv"
	"strings"
)

// Kind is the type of a flag's Value.
type Kind uint8

// The kinds of Value.
const (
	KindBool Kind = iota
	KindInt
	KindString
)

// String returns "bool", "int" or "string".
func (k Kind) String() string {
	switch k {
	case KindBool:
		return "bool"
	case KindInt:
		return "int"
	case KindString:
		return "string"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Value is a flag's value: a boolean, a 64-bit integer or a string. The zero
// value is false.
type Value struct {
	// Kind says which of the fields holds the value.
	Kind Kind
	// Int is the integer (KindInt), or 1 for true and 0 for false (KindBool).
	Int int64
	// Str is the string (KindString).
	Str string
}

// Bool returns b as a Value.
func Bool(b bool) Value {
	if b {
		return Value{Kind: KindBool, Int: 1}
	}
	return Value{Kind: KindBool}
}

// Int returns n as a Value.
func Int(n int64) Value { return Value{Kind: KindInt, Int: n} }

// String returns s as a Value. (The method Value.String formats a value.)
func String(s string) Value { return Value{Kind: KindString, Str: s} }

// Truth reports whether v counts as true in a condition: true, a non-zero
// integer or a non-empty string.
func (v Value) Truth() bool {
	if v.Kind == KindString {
		return v.Str != ""
	}
	return v.Int != 0
}

// String formats v as the format writes it: true, false, 42 or "a quoted
// string" (Go quoting).
func (v Value) String() string {
	switch v.Kind {
	case KindInt:
		return strconv.FormatInt(v.Int, 10)
	case KindString:
		return strconv.Quote(v.Str)
	}
	return strconv.FormatBool(v.Int != 0)
}

// compare compares v with w by op ("==", "!=", "<", "<=", ">", ">="). An
// integer and a boolean compare by their Int; a string with a number by
// the string's formatting of the number, so a mismatch is never a panic.
func compare(v Value, op string, w Value) bool {
	var c int
	switch {
	case v.Kind == KindString || w.Kind == KindString:
		c = strings.Compare(v.plain(), w.plain())
	case v.Int < w.Int:
		c = -1
	case v.Int > w.Int:
		c = 1
	}
	switch op {
	case "==":
		return c == 0
	case "!=":
		return c != 0
	case "<":
		return c < 0
	case "<=":
		return c <= 0
	case ">":
		return c > 0
	}
	return c >= 0
}

// plain is v's text without quotes.
func (v Value) plain() string {
	if v.Kind == KindString {
		return v.Str
	}
	return v.String()
}

// Flag is one named flag and its value.
type Flag struct {
	Name  string
	Value Value
}

// flags is a set of flags kept in name order.
type flags []Flag

func (f flags) get(name string) Value {
	i, ok := slices.BinarySearchFunc(f, name, func(x Flag, n string) int { return strings.Compare(x.Name, n) })
	if ok {
		return f[i].Value
	}
	return Value{}
}

func (f *flags) set(name string, v Value) {
	i, ok := slices.BinarySearchFunc(*f, name, func(x Flag, n string) int { return strings.Compare(x.Name, n) })
	if ok {
		(*f)[i].Value = v
		return
	}
	*f = slices.Insert(*f, i, Flag{name, v})
}
