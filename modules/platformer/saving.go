package platformer

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
)

// CheckpointSlot is the save slot the module saves the game in when a player
// reaches a checkpoint (see the package documentation, # Saving).
const CheckpointSlot = "checkpoint"

// saveCheckpoint asks the game's saves service, if it has one, for a save in
// CheckpointSlot at the step boundary after this step. A game whose host gave no store has
// no service and plays on without saving.
func saveCheckpoint(g *runtime.Game) {
	if s, ok := saves.Of(g); ok {
		s.Save(CheckpointSlot) // a valid slot name: no error to report
	}
}
