package scenes_test

import (
	"encoding/json"
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// Mover is a plain component.
type Mover struct {
	Speed    float64
	Velocity griff.Vec
}

// Health has a field that is not state.
type Health struct {
	HP    int
	Max   int `json:"max"`
	cache int
	Shown int `griff:"-"`
}

// Inventory holds references, so copies must be deep.
type Inventory struct {
	Items  []string
	Counts map[string]int
	Best   *Item
}

// Item is a nested value.
type Item struct {
	Name  string
	Price float64
}

// Door was called "Test.Gate" once; version 3: v1 had "Open" (bool), v2 renamed
// it "IsOpen", v3 turned it into "State" (a string).
type Door struct {
	State string
	Key   string
}

// Hooked records its hooks.
type Hooked struct {
	Log *[]string `griff:"-"`
	N   int
}

func (h *Hooked) Attached(e *scenes.Entity) {
	if h.Log != nil {
		*h.Log = append(*h.Log, "attached "+e.Name())
	}
	h.N++
}

func (h *Hooked) Detached(e *scenes.Entity) {
	if h.Log != nil {
		*h.Log = append(*h.Log, "detached "+e.Name())
	}
}

// Bomb destroys Target when it leaves its entity.
type Bomb struct {
	Target *scenes.Entity `griff:"-"`
	Log    *[]string      `griff:"-"`
}

func (b *Bomb) Detached(e *scenes.Entity) {
	*b.Log = append(*b.Log, "bomb "+e.Name())
	e.Scene().Destroy(b.Target)
}

// Tag is an empty component.
type Tag struct{}

func init() {
	scenes.Register[Mover]("Test.Mover")
	scenes.Register[Health]("Test.Health")
	scenes.Register[Inventory]("Test.Inventory")
	scenes.Register[Door]("Test.Door", scenes.FormerNames("Test.Gate"), scenes.Version(3),
		scenes.Upgrade(1, func(f map[string]json.RawMessage) error {
			if open, ok := f["Open"]; ok {
				f["IsOpen"] = open
				delete(f, "Open")
			}
			return nil
		}),
		scenes.Upgrade(2, func(f map[string]json.RawMessage) error {
			var open bool
			if raw, ok := f["IsOpen"]; ok {
				if err := json.Unmarshal(raw, &open); err != nil {
					return fmt.Errorf("IsOpen: %w", err)
				}
			}
			f["State"] = json.RawMessage(`"closed"`)
			if open {
				f["State"] = json.RawMessage(`"open"`)
			}
			delete(f, "IsOpen")
			return nil
		}))
	scenes.Register[Hooked]("Test.Hooked")
	scenes.Register[Tag]("Test.Tag")
	scenes.Register[Bomb]("Test.Bomb")
	tryBadRegistrations()
}
