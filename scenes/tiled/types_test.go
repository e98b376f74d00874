package tiled_test

import (
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
)

// demoProps has a field of each type a Tiled property can have, so the
// golden map's properties are read into Go values.
type demoProps struct {
	AString  string      `json:"aString"`
	AnInt    int         `json:"anInt"`
	AFloat   float64     `json:"aFloat"`
	ABool    bool        `json:"aBool"`
	AColor   griff.Color `json:"aColor"`
	AFile    string      `json:"aFile"`
	AnObject int         `json:"anObject"`
}

// demoClass is a component set by a class property with a nested class.
type demoClass struct {
	Inner struct {
		Deep bool `json:"deep"`
	} `json:"inner"`
	Count int `json:"count"`
}

// coin stands for a game's coin, which the test maps' objects set the
// fields of ("Platformer.Coin.value").
type coin struct {
	Value int  `json:"value"`
	Bonus bool `json:"bonus"`
}

func init() {
	scenes.Register[coin]("Platformer.Coin")
	scenes.Register[demoProps]("Demo.Props")
	scenes.Register[demoClass]("Demo.Class")
}
