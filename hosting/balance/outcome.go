package balance

import (
	"fmt"
	"slices"
	"strings"
	"sync"

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

// The registry of the system sets a .sim file can name: filled by RegisterSystems
// (from init functions), closed by the first Run and read-only from then on, so
// concurrent simulations read it without locking.
var (
	registryMu     sync.Mutex                             // guards the two below while open
	systemSets     = map[string]func() []runtime.System{} // by name
	registryClosed bool                                   // set by the first Run
)

// closeRegistry ends registration; Run calls it before reading systemSets.
func closeRegistry() {
	registryMu.Lock()
	registryClosed = true
	registryMu.Unlock()
}

// RegisterSystems names a set of systems that a .sim file can add to its games
// ("systems NAME"). newSystems returns new systems each time it is called: every
// game gets its own. Call RegisterSystems from an init function: once any Run has
// started the registry is closed (concurrent simulations read it without locks),
// and RegisterSystems panics. It also panics if name is empty, holds a space or
// "#", or is registered twice, or if newSystems is nil.
func RegisterSystems(name string, newSystems func() []runtime.System) {
	switch {
	case name == "" || strings.ContainsAny(name, " \t\r\n#"):
		panic(fmt.Sprintf("balance: RegisterSystems with a bad name %q", name))
	case newSystems == nil:
		panic("balance: RegisterSystems " + name + " with a nil function")
	}
	registryMu.Lock()
	defer registryMu.Unlock()
	if registryClosed {
		panic("balance: RegisterSystems " + name + " after a Run started; register system sets from init functions")
	}
	if _, ok := systemSets[name]; ok {
		panic("balance: system set registered twice: " + name)
	}
	systemSets[name] = newSystems
}

// SystemSets returns the names of the registered system sets, sorted.
func SystemSets() []string {
	registryMu.Lock()
	defer registryMu.Unlock()
	names := make([]string, 0, len(systemSets))
	for n := range systemSets {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}
