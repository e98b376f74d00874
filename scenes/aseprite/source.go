package aseprite

import "github.com/griffengine/griff/scenes"

// Source names the Aseprite sheet whose tags are its entity's clips. In a
// scene or prefab file, beside the entity's sprite (whose image is the
// sheet's PNG):
//
//	"Griff.Sprite":   {"image": "art/hero.png"},
//	"Griff.Aseprite": {"file": "art/hero.json"}
//
// The host (hosting.Load) reads the sheet once and sets the entity's
// visual.AnimationSet (adding one if there is none) to the sheet's
// AnimationSet: the sheet's clips replace the set's, and Current is kept if
// the sheet has a clip of that name (else "", the first clip). Game code then
// plays clips with visual.Play as with a hand-written set. A sheet saved again
// in Aseprite is read again by a live reload. A sheet that is missing or does
// not read warns once, naming the entity and Griff.Aseprite, and the entity
// keeps the clips it had. Saved as "Griff.Aseprite".
type Source struct {
	// File is the sheet's JSON file in the game folder ("art/hero.json").
	File string `json:"file"`
}

func init() { scenes.Register[Source]("Griff.Aseprite") }
