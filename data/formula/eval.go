package formula

import (
	"errors"
	"fmt"
	"math"

	"github.com/griffengine/griff/griff"

	"github.com/griffengine/griff/data/internal/quote"
)

// Errors of evaluation, wrapped by *EvalError.
var (
	// ErrDivByZero is x/0, x%0 or 0 to a negative power.
	ErrDivByZero = errors.New("division by zero")
	// ErrDomain is a function called outside its domain: sqrt or log of a negative
	// number, log(0), a negative number to a fractional power, clamp with lo > hi.
	ErrDomain = errors.New("argument out of domain")
	// ErrOverflow is a result beyond ±math.MaxFloat64.
	ErrOverflow = errors.New("result overflows float64")
)

type errKind uint8

const (
	errDivByZero errKind = iota
	errDomain
	errOverflow
	numErrKinds
)

var errKinds = [numErrKinds]error{ErrDivByZero, ErrDomain, ErrOverflow}

// EvalError is a failure while evaluating a formula: which operation (by its
// position in the source) and why (Err is ErrDivByZero, ErrDomain or ErrOverflow).
type EvalError struct {
	Src string // the formula
	Pos int    // byte offset of the operator or function in Src
	Err error
}

// Error returns `formula "SRC": col N: WHY`.
func (e *EvalError) Error() string {
	return fmt.Sprintf("formula %s: col %d: %v", quote.Around(e.Src, e.Pos), (&Error{Src: e.Src, Pos: e.Pos}).Column(), e.Err)
}

// Unwrap returns e.Err.
func (e *EvalError) Unwrap() error { return e.Err }

// fail returns the error of kind k at n, made now: a failing Eval allocates it.
func (n *node) fail(f *Formula, k errKind) error {
	return &EvalError{Src: f.e.src, Pos: int(n.pos), Err: errKinds[k]}
}

func truth(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func (n *node) eval(f *Formula, env Env, rng *griff.Rand) (float64, error) {
	switch n.op {
	case opNum:
		return n.num, nil
	case opDice:
		return float64(f.e.dice[n.idx].Roll(rng)), nil
	case opRef:
		return env.Value(f.slots[n.idx], rng)
	case opNeg:
		v, err := n.a.eval(f, env, rng)
		return -v, err
	case opNot:
		v, err := n.a.eval(f, env, rng)
		return truth(v == 0), err
	case opAnd, opOr:
		v, err := n.a.eval(f, env, rng)
		if err != nil || (v != 0) == (n.op == opOr) {
			return truth(v != 0), err
		}
		v, err = n.b.eval(f, env, rng)
		return truth(v != 0), err
	case opCall:
		return n.call(f, env, rng)
	}
	a, err := n.a.eval(f, env, rng)
	if err != nil {
		return 0, err
	}
	b, err := n.b.eval(f, env, rng)
	if err != nil {
		return 0, err
	}
	return n.binary(f, a, b)
}

func (n *node) binary(f *Formula, a, b float64) (float64, error) {
	var r float64
	switch n.op {
	case opLT:
		return truth(a < b), nil
	case opLE:
		return truth(a <= b), nil
	case opGT:
		return truth(a > b), nil
	case opGE:
		return truth(a >= b), nil
	case opEQ:
		return truth(a == b), nil
	case opNE:
		return truth(a != b), nil
	case opAdd:
		r = float64(a + b)
	case opSub:
		r = float64(a - b)
	case opMul:
		r = float64(a * b)
	case opDiv:
		if b == 0 {
			return 0, n.fail(f, errDivByZero)
		}
		r = float64(a / b)
	case opMod:
		if b == 0 {
			return 0, n.fail(f, errDivByZero)
		}
		r = math.Mod(a, b) // exact
		if r != 0 && (r < 0) != (b < 0) {
			r = float64(r + b)
			if r == b { // the exact r+b is strictly inside; it rounded to b
				r = math.Nextafter(b, 0)
			}
		}
	case opPow:
		r = griff.Pow(a, b)
		if math.IsInf(r, 0) && a == 0 {
			return 0, n.fail(f, errDivByZero)
		}
	}
	return n.finite(f, r)
}

// finite returns r, or the error for a NaN (ErrDomain) or an infinity (ErrOverflow).
func (n *node) finite(f *Formula, r float64) (float64, error) {
	switch {
	case math.IsNaN(r):
		return 0, n.fail(f, errDomain)
	case math.IsInf(r, 0):
		return 0, n.fail(f, errOverflow)
	}
	return r, nil
}

func (n *node) call(f *Formula, env Env, rng *griff.Rand) (float64, error) {
	switch n.fn {
	case fnIf:
		c, err := n.args[0].eval(f, env, rng)
		if err != nil {
			return 0, err
		}
		if c != 0 {
			return n.args[1].eval(f, env, rng)
		}
		return n.args[2].eval(f, env, rng)
	case fnMin, fnMax:
		r, err := n.args[0].eval(f, env, rng)
		for _, a := range n.args[1:] {
			if err != nil {
				return 0, err
			}
			var v float64
			v, err = a.eval(f, env, rng)
			if (n.fn == fnMin) == (v < r) {
				r = v
			}
		}
		return r, err
	}
	var x [3]float64
	for i, a := range n.args {
		v, err := a.eval(f, env, rng)
		if err != nil {
			return 0, err
		}
		x[i] = v
	}
	return n.math(f, x)
}

func (n *node) math(f *Formula, x [3]float64) (float64, error) {
	switch n.fn {
	case fnClamp:
		if x[1] > x[2] {
			return 0, n.fail(f, errDomain)
		}
		return max(x[1], min(x[0], x[2])), nil
	case fnFloor:
		return math.Floor(x[0]), nil
	case fnCeil:
		return math.Ceil(x[0]), nil
	case fnTrunc:
		return math.Trunc(x[0]), nil
	case fnRound:
		return math.Round(x[0]), nil
	case fnAbs:
		return math.Abs(x[0]), nil
	case fnSqrt:
		return n.finite(f, griff.Sqrt(x[0]))
	case fnLog:
		if x[0] <= 0 {
			return 0, n.fail(f, errDomain)
		}
		return griff.Log(x[0]), nil
	case fnExp:
		return n.finite(f, griff.Exp(x[0]))
	case fnPow:
		n2 := node{op: opPow, pos: n.pos}
		return n2.binary(f, x[0], x[1])
	}
	panic("formula: unknown function " + n.fn.String())
}
