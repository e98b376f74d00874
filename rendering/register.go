package rendering

import "github.com/griffengine/griff/scenes"

// The drawing components are registered under these saved names.
func init() {
	scenes.Register[Sprite]("Griff.Sprite")
	scenes.Register[SpriteAnimation]("Griff.SpriteAnimation")
	scenes.Register[Text]("Griff.Text")
	scenes.Register[Tilemap]("Griff.Tilemap")
	scenes.Register[Shape]("Griff.Shape")
	scenes.Register[Camera]("Griff.Camera")
	scenes.Register[AnimationSet]("Griff.AnimationSet")
}
