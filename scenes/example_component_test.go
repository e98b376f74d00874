package scenes_test

import (
	"fmt"

	"github.com/griffengine/griff/scenes"
)

// Lamp is a game's own component: a plain struct. Its exported fields are
// saved under their json names (camelCase); unexported fields and fields
// tagged `griff:"-"` are not saved.
type Lamp struct {
	Brightness float64 `json:"brightness"`
	On         bool    `json:"on,omitempty"`
}

// Register the type once, in init, under the name scene files use. Prefix
// the name with your game's name so it never clashes with Griff's ("Griff.")
// or a module's.
func init() { scenes.Register[Lamp]("MyGame.Lamp") }

// A registered component is read from scene files by its saved name, and
// found and changed in code by its Go type.
func ExampleRegister() {
	const file = `{
  "format": 1,
  "entities": [
    {"id": 1, "name": "Hall", "components": {"MyGame.Lamp": {"brightness": 0.5}}},
    {"id": 2, "name": "Cellar"}
  ]
}`
	// Read the scene; mistakes a game can live with (an unknown component)
	// go to the problem log, a malformed file is an error.
	s, err := scenes.ReadScene("house.json", []byte(file), nil)
	if err != nil {
		panic(err)
	}
	// Get returns the entity's Lamp, or nil if it has none.
	lamp := scenes.Get[Lamp](s.Find("Hall"))
	lamp.On = true
	// Add gives an entity a component in code.
	scenes.Add(s.Find("Cellar"), Lamp{Brightness: 0.2})
	// All visits every Lamp in hierarchy order.
	for e, l := range scenes.All[Lamp](s) {
		fmt.Println(e.Name(), l.Brightness, l.On)
	}
	// Output:
	// Hall 0.5 true
	// Cellar 0.2 false
}
