package balance

import (
	"fmt"
	"slices"
	"strings"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Outcome is how a simulated game reports its result: the arena scene holds one
// on some entity and the game's systems fill it in; the runner reads the first
// Outcome of the scene (in hierarchy order) after every step. Saved as
// "Griff.Outcome".
type Outcome struct {
	// Done says the game is decided; the runner stops it after the step.
	Done bool `json:"done"`
	// Winner is the name of who won (usually an entity's name), "" for a draw.
	Winner string `json:"winner,omitempty"`
	// Metrics are numbers the game measured, by name ("hp_left": 12); the .sim
	// file's metrics key picks those reported. Units are the game's.
	Metrics map[string]float64 `json:"metrics,omitempty"`
}

// SetMetric sets Metrics[name] to v, making the map if needed.
func (o *Outcome) SetMetric(name string, v float64) {
	if o.Metrics == nil {
		o.Metrics = map[string]float64{}
	}
	o.Metrics[name] = v
}

func init() {
	scenes.Register[Outcome]("Griff.Outcome")
}

// findOutcome returns the first Outcome of s in hierarchy order, or nil.
func findOutcome(s *scenes.Scene) *Outcome {
	for _, o := range scenes.All[Outcome](s) {
		return o
	}
	return nil
}

// systemSets holds the system sets a .sim file can name: filled by
// RegisterSystems from init functions, read-only afterwards.
var systemSets = map[string]func() []runtime.System{}

// RegisterSystems names a set of systems that a .sim file can add to its games
// ("systems NAME"). newSystems returns new systems each time it is called: every
// game gets its own. RegisterSystems must be called from an init function (the
// registry is read by concurrent simulations and never changed after). It panics
// if name is empty, holds a space or "#", or is registered twice, or if
// newSystems is nil.
func RegisterSystems(name string, newSystems func() []runtime.System) {
	switch {
	case name == "" || strings.ContainsAny(name, " \t\r\n#"):
		panic(fmt.Sprintf("balance: RegisterSystems with a bad name %q", name))
	case newSystems == nil:
		panic("balance: RegisterSystems " + name + " with a nil function")
	}
	if _, ok := systemSets[name]; ok {
		panic("balance: system set registered twice: " + name)
	}
	systemSets[name] = newSystems
}

// SystemSets returns the names of the registered system sets, sorted.
func SystemSets() []string {
	names := make([]string, 0, len(systemSets))
	for n := range systemSets {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
