package physics

import (
	"fmt"
	"reflect"
	"unsafe"
)

// Caches of the snapshot writer, kept in the plans: what an interface's
// dynamic type and a function's code were found to be written as the first
// time, so later snapshots write them without reflect.

// ifaceHit is one dynamic type met in an interface of a plan's type: the
// interface's first word (its method table, or its type if it has no
// methods, either of which names the dynamic type), the type's number in
// snapTypes and its plan.
type ifaceHit struct {
	tab  uintptr
	ti   int
	plan *gplan
}

// funcHit is one function met in a function field of a plan's type: its code
// pointer (what reflect.Value.Pointer reports) and its number in the table.
type funcHit struct {
	code uintptr
	i    int
}

// ifaceWords is the memory of an interface value of any kind.
type ifaceWords struct {
	tab  uintptr
	data unsafe.Pointer
}

func (e *graphEnc) iface(pl *gplan, p unsafe.Pointer) error {
	w := (*ifaceWords)(p)
	if w.tab == 0 {
		e.uvarint(0)
		return nil
	}
	for _, h := range pl.ifaces {
		if h.tab == w.tab {
			e.uvarint(uint64(h.ti))
			return e.pointer(h.plan, w.data)
		}
	}
	d := reflect.NewAt(pl.t, p).Elem().Elem()
	ti := e.types.index(d.Type())
	if ti == 0 {
		return fmt.Errorf("physics: snapshot cannot write a %s held in a %s: add it to snapTypes", d.Type(), pl.t)
	}
	tp, err := e.pl.plan(d.Type())
	if err != nil {
		return err
	}
	if d.Kind() == reflect.Pointer { // the data word is the pointer itself
		pl.ifaces = append(pl.ifaces, ifaceHit{w.tab, ti, tp})
	}
	e.uvarint(uint64(ti))
	return e.pointer(tp, d.UnsafePointer())
}

func (e *graphEnc) fn(pl *gplan, p unsafe.Pointer) error {
	closure := *(*unsafe.Pointer)(p)
	if closure == nil {
		e.uvarint(0)
		return nil
	}
	code := *(*uintptr)(closure)
	for _, h := range pl.funcs {
		if h.code == code {
			e.uvarint(uint64(h.i))
			return nil
		}
	}
	v := reflect.NewAt(pl.t, p).Elem()
	i, err := e.funcs.index(v)
	if err != nil {
		return err
	}
	if v.Pointer() == code {
		pl.funcs = append(pl.funcs, funcHit{code, i})
	}
	e.uvarint(uint64(i))
	return nil
}
