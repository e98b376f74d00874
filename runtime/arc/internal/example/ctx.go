// Package example holds arc scripts the tests of package arc run: a context type
// standing in for *runtime.Game, and scripts with nested passages, loops and a switch.
package example

import (
	"fmt"

	"github.com/griffengine/griff/runtime/arc"
)

//go:generate go run github.com/griffengine/griff/cmd/arcgen

// Ctx is the ambient type of the example scripts: what a game would hand in.
type Ctx struct {
	Log   []string
	Moved bool
	Door  *arc.Trigger
	Bell  *arc.Trigger
	Lamp  *arc.Latch
	Panic bool
	Hook  func(name string) // called by Echo on every run, if set
}

// Logf appends a line to the log.
func (c *Ctx) Logf(format string, args ...any) {
	c.Log = append(c.Log, fmt.Sprintf(format, args...))
}
