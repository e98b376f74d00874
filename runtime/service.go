package runtime

import (
	"fmt"
	"reflect"
	"unsafe"
)

// Provide makes impl the game's service of interface type I. A service is how
// modules and scripts reach what a system offers without naming the system's type.
// Provide is called from a system's Setup. Provide panics if called outside a
// system's Setup, if I is not an interface type, if impl is nil, or if another
// system already provides I: each service has exactly one provider.
func Provide[I any](g *Game, impl I) {
	t := reflect.TypeFor[I]()
	if g.settingUp == "" {
		panic(fmt.Sprintf("runtime: Provide[%v] outside a system's Setup", t))
	}
	if t.Kind() != reflect.Interface {
		panic(fmt.Sprintf("runtime: Provide[%v]: a service type must be an interface", t))
	}
	if any(impl) == nil {
		panic(fmt.Sprintf("runtime: Provide[%v] with a nil implementation", t))
	}
	if prev, ok := g.services[serviceKey[I]()]; ok {
		panic(fmt.Sprintf("runtime: service %v provided twice (by %s, then by %s)", t, prev.by, g.settingUp))
	}
	g.services[serviceKey[I]()] = serviceEntry{impl: impl, by: g.settingUp}
}

// Service returns the game's service of interface type I.
// Service panics if no system provides I; use LookupService when it is optional.
func Service[I any](g *Game) I {
	s, ok := LookupService[I](g)
	if !ok {
		panic(fmt.Sprintf("runtime: no system provides service %v", reflect.TypeFor[I]()))
	}
	return s
}

// LookupService returns the game's service of interface type I and true, or the
// zero I and false if no system provides it.
func LookupService[I any](g *Game) (I, bool) {
	e, ok := g.services[serviceKey[I]()]
	if !ok {
		var zero I
		return zero, false
	}
	return e.impl.(I), true
}

// serviceKey returns the key of service type I in Game.services: the type
// word of a nil *I in an any, one per type and the same for every call. An
// integer key, not I's reflect.Type: a lookup made every step by several
// systems then neither calls reflect nor hashes and compares an interface.
func serviceKey[I any]() uintptr {
	var p any = (*I)(nil)
	return uintptr((*[2]unsafe.Pointer)(unsafe.Pointer(&p))[0])
}

type serviceEntry struct {
	impl any
	by   string
}
