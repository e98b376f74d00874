// Package polyedit is package poly after an edit to the embedded arc type: the
// key "greet" of Shared.Greet renamed "hello", and Shared given a field Mood (not
// in older saves, so it keeps its default), for the load ladder tests.
package polyedit

//go:generate go run github.com/griffengine/griff/cmd/arcgen

import (
	"fmt"

	"github.com/griffengine/griff/runtime/arc"
)

// Ctx is the ambient type.
type Ctx struct{ Log []string }

// Greeter is implemented by arcs.
type Greeter interface {
	Greet(g *Ctx, n int) int
}

// Shared is embedded by Quest.
type Shared struct {
	arc.Base
	Seen int
	Mood string
}

// Greet pauses n times.
func (b *Shared) Greet(g *Ctx, n int) int {
	for i := range n {
		arc.Yield("hello")
		b.Seen += i + 1
		b.Mood = "glad"
		g.Log = append(g.Log, fmt.Sprint("seen ", b.Seen))
	}
	return b.Seen
}

// Quest embeds Shared and calls a Greeter it holds.
type Quest struct {
	Shared
	Stage  int
	Friend Greeter
}

// Run greets through the embedded arc, then through the interface.
func (q *Quest) Run(g *Ctx) {
	q.Stage = q.Greet(g, 3)
	q.Stage += q.Friend.Greet(g, 2)
	g.Log = append(g.Log, fmt.Sprint("done ", q.Stage, " ", q.Seen))
}

// Loud is a Greeter.
type Loud struct {
	arc.Base
	Volume int
}

// Run greets once.
func (l *Loud) Run(g *Ctx) { l.Greet(g, 1) }

// Greet shouts after a step.
func (l *Loud) Greet(g *Ctx, n int) int {
	arc.Yield("shout")
	l.Volume += n
	g.Log = append(g.Log, fmt.Sprint("shout ", l.Volume))
	return l.Volume
}
