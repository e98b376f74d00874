package statements

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/runtime/arc"
)

// Greeter is an interface whose implementations are arcs: a call of Greet through
// it is a passage call, dispatched on the receiver's dynamic type.
type Greeter interface {
	Greet(g *Ctx, n int) int
}

// Shared is an arc type others embed, without a Run of its own: its fields are
// saved as theirs and its passages are called as theirs.
type Shared struct {
	arc.Base
	Seen  int
	Notes []string
}

// Greet is a passage of Shared, promoted to the arcs that embed it.
func (b *Shared) Greet(g *Ctx, n int) int {
	for i := range n {
		arc.Yield("greet")
		b.Seen += i + 1
	}
	b.Notes = append(b.Notes, fmt.Sprint("greeted ", n))
	return b.Seen
}

// Kid embeds Shared: Greet is its passage too, and Kid implements Greeter.
type Kid struct {
	Shared
	Age int
}

// Run calls the promoted passage on the arc itself.
func (k *Kid) Run(g *Ctx) {
	k.Age = k.Greet(g, 1)
}

// Loud implements Greeter with a passage of its own.
type Loud struct {
	arc.Base
	Volume int
}

// Run is Loud's script.
func (l *Loud) Run(g *Ctx) { l.Greet(g, 1) }

// Greet waits, then shouts.
func (l *Loud) Greet(g *Ctx, n int) int {
	arc.Wait("shout", time.Duration(n)*30*time.Millisecond)
	l.Volume += n
	return l.Volume * 10
}

// Plain implements Greeter with a method that does not pause: called through the
// interface it runs as an ordinary call.
type Plain struct{ N int }

// Greet counts.
func (p *Plain) Greet(g *Ctx, n int) int {
	p.N += n
	return p.N
}

// Poly calls passages through an interface (the field's dynamic type picks the
// passage, and changes between calls) and passages promoted from an embedded arc.
func (s *Script) Poly(g *Ctx) {
	a := s.Friend.Greet(g, 2)
	g.Log = append(g.Log, fmt.Sprint("kid ", a, s.Friend.(*Kid).Notes))
	s.Friend = &Loud{Volume: a}
	b := 100*s.Friend.Greet(g, 3) + a
	c := s.Quiet.Greet(g, 4)
	d := s.Greet(g, 2)
	s.Friend = nil
	g.Log = append(g.Log, fmt.Sprint("poly ", a, " ", b, " ", c, " ", d, " ", s.Seen, s.Notes))
}
