package statements

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/runtime/arc"
)

// Dyn keeps interface locals and a parameter holding values that are not arcs
// across pauses: basic types, a struct of the package, a named type of the
// package, a pointer to a struct (and a nil one) held in two locals (one
// pointer again after a load), a nil interface, a type of
// another package in the registry (time.Duration, which Hold is instantiated
// with). Each is saved with its dynamic type and loads as the same value.
func (s *Script) Dyn(g *Ctx, in any) {
	var n any = 5
	var str any = "five"
	var pt any = Point{X: 1, Y: 2, Tags: []string{"a"}}
	var pl Greeter = &Plain{N: 7}
	var also any = pl // the same *Plain: one pointer again after a load
	var coin any = Coin(3)
	var f any = 1.5
	var u any = uint8(200)
	var flag any = Flag(true)
	var nilp any = (*Plain)(nil)
	var none any
	var d any = Hold(g, 2*time.Second)
	arc.Yield("dyn")
	n = n.(int) + 1
	pl.Greet(g, 1)
	pt = Point{X: pt.(Point).X + 1, Tags: append(pt.(Point).Tags, "b")}
	arc.Yield("dyn2")
	_, isPlain := nilp.(*Plain)
	g.Log = append(g.Log, fmt.Sprint("dyn ", n, " ", str, " ", pt, " ", pl.(*Plain).N, " ", coin.(Coin)+1, " ", f, " ", u, " ", flag, " ", isPlain, " ", nilp != nil, " ", none == nil, " ", d, " ", also.(*Plain).N, " ", also == any(pl), " ", in))
}

// Hold pauses and returns v: a generic passage, which puts its type argument in
// the registry.
func Hold[T any](g *Ctx, v T) T {
	arc.Yield("hold")
	return v
}
