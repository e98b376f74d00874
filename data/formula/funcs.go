package formula

import (
	"strconv"
	"strings"
)

// fn is a built-in function of the formula language.
type fn uint8

const (
	fnNone fn = iota
	fnIf
	fnMin
	fnMax
	fnClamp
	fnFloor
	fnCeil
	fnTrunc
	fnRound
	fnAbs
	fnSqrt
	fnLog
	fnExp
	fnPow
)

var fnNames = [...]string{"", "if", "min", "max", "clamp", "floor", "ceil", "trunc", "round",
	"abs", "sqrt", "log", "exp", "pow"}

// String returns the function's name as formulas write it.
func (f fn) String() string { return fnNames[f] }

func funcByName(name string) (fn, bool) {
	for i, n := range fnNames {
		if i > 0 && strings.EqualFold(n, name) {
			return fn(i), true
		}
	}
	return fnNone, false
}

// arity returns the least and most arguments (hi < 0: no limit).
func (f fn) arity() (lo, hi int) {
	switch f {
	case fnIf, fnClamp:
		return 3, 3
	case fnMin, fnMax:
		return 1, -1
	case fnPow:
		return 2, 2
	}
	return 1, 1
}

func (f fn) arityText() string {
	lo, hi := f.arity()
	switch {
	case hi < 0:
		return strconv.Itoa(lo) + " or more arguments"
	case lo == 1:
		return "1 argument"
	}
	return strconv.Itoa(lo) + " arguments"
}
