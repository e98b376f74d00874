package ldtk

import "encoding/json"

// The JSON of an LDtk project (.ldtk) and of a level file (.ldtkl), as the
// LDtk JSON format documents it (https://ldtk.io/json). Only what Griff reads
// is here; encoding/json ignores the rest. Levels, layers and entities are
// kept raw and read one by one, so a mistake in one leaves out only that one.
type (
	project struct {
		JSONVersion    string            `json:"jsonVersion"`
		ExternalLevels bool              `json:"externalLevels"`
		WorldLayout    string            `json:"worldLayout"`
		Defs           defs              `json:"defs"`
		Levels         []json.RawMessage `json:"levels"`
		Worlds         []world           `json:"worlds"`
	}
	world struct {
		Identifier string            `json:"identifier"`
		Iid        string            `json:"iid"`
		Layout     string            `json:"worldLayout"`
		Levels     []json.RawMessage `json:"levels"`
	}
	defs struct {
		Layers   []layerDef   `json:"layers"`
		Tilesets []tilesetDef `json:"tilesets"`
		Enums    []enumDef    `json:"enums"`
	}
	layerDef struct {
		UID           int          `json:"uid"`
		Identifier    string       `json:"identifier"`
		IntGridValues []intGridDef `json:"intGridValues"`
	}
	intGridDef struct {
		Value      int     `json:"value"`
		Identifier *string `json:"identifier"`
	}
	tilesetDef struct {
		UID          int     `json:"uid"`
		Identifier   string  `json:"identifier"`
		RelPath      *string `json:"relPath"`
		TileGridSize int     `json:"tileGridSize"`
		Spacing      int     `json:"spacing"`
		Padding      int     `json:"padding"`
		CWid         int     `json:"__cWid"`
	}
	enumDef struct {
		Identifier string `json:"identifier"`
		Values     []struct {
			ID string `json:"id"`
		} `json:"values"`
	}
	levelJSON struct {
		Identifier      string            `json:"identifier"`
		Iid             string            `json:"iid"`
		WorldX          int               `json:"worldX"`
		WorldY          int               `json:"worldY"`
		PxWid           int               `json:"pxWid"`
		PxHei           int               `json:"pxHei"`
		ExternalRelPath *string           `json:"externalRelPath"`
		BgColor         string            `json:"__bgColor"`
		BgRelPath       *string           `json:"bgRelPath"`
		BgPos           *bgPosJSON        `json:"__bgPos"`
		LayerInstances  []json.RawMessage `json:"layerInstances"`
		FieldInstances  []json.RawMessage `json:"fieldInstances"`
	}
	// bgPosJSON is where a level's background image is drawn (LDtk's
	// __bgPos): its top-left corner in the level, its scale and the part of
	// the image shown, in pixels.
	bgPosJSON struct {
		TopLeftPx [2]num `json:"topLeftPx"`
		Scale     [2]num `json:"scale"`
		CropRect  [4]num `json:"cropRect"`
	}
	layerJSON struct {
		Identifier     string            `json:"__identifier"`
		Type           string            `json:"__type"`
		Iid            string            `json:"iid"`
		CWid           int               `json:"__cWid"`
		CHei           int               `json:"__cHei"`
		GridSize       int               `json:"__gridSize"`
		Opacity        num               `json:"__opacity"`
		OffsetX        num               `json:"__pxTotalOffsetX"`
		OffsetY        num               `json:"__pxTotalOffsetY"`
		TilesetDefUID  *int              `json:"__tilesetDefUid"`
		TilesetRelPath *string           `json:"__tilesetRelPath"`
		LayerDefUID    int               `json:"layerDefUid"`
		Visible        *bool             `json:"visible"`
		IntGridCsv     []int             `json:"intGridCsv"`
		AutoLayerTiles []tileJSON        `json:"autoLayerTiles"`
		GridTiles      []tileJSON        `json:"gridTiles"`
		Entities       []json.RawMessage `json:"entityInstances"`

		opacity float64 // __opacity read (0..1; 1 if not given)
	}
	tileJSON struct {
		Px  [2]int `json:"px"`
		Src [2]int `json:"src"`
		F   int    `json:"f"`
		T   int    `json:"t"`
		A   num    `json:"a"`
	}
	entityJSON struct {
		Identifier string            `json:"__identifier"`
		Iid        string            `json:"iid"`
		Px         [2]num            `json:"px"`
		Fields     []json.RawMessage `json:"fieldInstances"`
	}
	fieldJSON struct {
		Identifier string          `json:"__identifier"`
		Type       string          `json:"__type"`
		Value      json.RawMessage `json:"__value"`
	}
)
