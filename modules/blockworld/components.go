package blockworld

import "github.com/griffengine/griff/scenes"

// World is the block world of a scene, on one entity (the chunks are its
// children, made and removed by the system as the miner moves). Its fields
// are settings and the world's state; a scene file gives only the settings.
// Saved as "Blockworld.World".
type World struct {
	// Seed is the world's seed; 0 (the default) takes one from the game's
	// seeded random numbers on the world's first step (state from then on).
	Seed uint64 `json:"seed,omitempty"`
	// Radius is how many chunk columns either side of the miner's column
	// are loaded (and simulated); the default (0) is DefaultRadius. Columns
	// more than Radius+1 away are unloaded (one column of slack, so walking
	// back and forth over a border does not load and unload every step).
	// At most MaxRadius: a larger one loads MaxRadius and warns on the
	// world's first step.
	Radius int `json:"radius,omitempty"`
	// DaySteps is the length of a day in steps; the default (0) is
	// DefaultDaySteps.
	DaySteps int `json:"daySteps,omitempty"`
	// Time is the steps since the world began; the time of day is Time
	// modulo the day's length. Set it in a scene to start at another hour.
	Time int `json:"time,omitempty"`
	// Started is true once the world has placed its miner and taken its
	// seed: state.
	Started bool `json:"started,omitempty"`
	// Kept are the unloaded chunks that differ from what generation makes,
	// as deltas (EncodeDelta), when the game has no save store: state.
	Kept []KeptChunk `json:"kept,omitempty"`
	// Stored are the unloaded chunks written to the save store (its
	// records), by the version written last: state.
	Stored []StoredChunk `json:"stored,omitempty"`
	// Dim is the sky light taken away at this hour (0 by day, NightDim at
	// night): state.
	Dim int `json:"dim,omitempty"`
}

// KeptChunk is an unloaded chunk's delta kept in the World.
type KeptChunk struct {
	X     int    `json:"x"`
	Y     int    `json:"y"`
	Delta []byte `json:"delta"`
}

// StoredChunk is an unloaded chunk whose delta is in the save store, in
// the record RecordName(X, Y, Version); Sum is the delta's checksum
// (CRC-32), so a record that is not the one written is refused.
type StoredChunk struct {
	X       int    `json:"x"`
	Y       int    `json:"y"`
	Version int    `json:"version"`
	Sum     uint32 `json:"sum"`
}

// Chunk is one loaded chunk of ChunkSize×ChunkSize tiles, an entity under
// the World's placed at its top-left corner (chunk (X, Y) at X·ChunkSize·
// TileSize, Y·ChunkSize·TileSize). All is state. Saved as
// "Blockworld.Chunk".
type Chunk struct {
	// X and Y are the chunk's coordinates (Y from 0 at the top of the world
	// to WorldChunksY-1).
	X int `json:"x"`
	Y int `json:"y"`
	// Blocks are the tiles' blocks and Water their water levels (0 to
	// MaxWater), row by row from the top-left, ChunkTiles each.
	Blocks []byte `json:"blocks"`
	Water  []byte `json:"water"`
	// Sky is the sky light of each tile (0 to 15, by day) and Glow the light
	// of torches (0 to 15).
	Sky  []byte `json:"sky"`
	Glow []byte `json:"glow"`
	// Changed is true once a tile differs from generation (it is then saved
	// when unloaded).
	Changed bool `json:"changed,omitempty"`
}

// Miner is the player in a block world: what it aims at, digs and places,
// and its hotbar. Its entity is a platformer body (the platformer module's
// Platformer.Player, a Griff.Body and a Griff.Collider) with a
// Griff.Inventory that holds what it digs. Saved as "Blockworld.Miner".
type Miner struct {
	// Input is the player whose actions and pointer play this miner, in
	// [0, 8); another value reads player 0.
	Input int `json:"input,omitempty"`
	// Hotbar names the items of slots 1 to 9 ("Pickaxe", "Dirt", "Torch").
	// A name that is neither ItemPickaxe nor a block's item, and a tenth
	// name or more, warn in the problem log on the world's first step.
	Hotbar []string `json:"hotbar"`
	// Selected is the slot in use, 0 to 8.
	Selected int `json:"selected,omitempty"`
	// Reach is how far from the miner's centre a tile's centre may be to be
	// dug or placed, in tiles; the default (0) is DefaultReach.
	Reach float64 `json:"reach,omitempty"`
	// Facing is -1 (left) or 1 (right), from the last walk pressed: state.
	Facing int `json:"facing,omitempty"`
	// TX and TY are the tile aimed at and Aimed is true when there is one:
	// state.
	TX    int  `json:"tx,omitempty"`
	TY    int  `json:"ty,omitempty"`
	Aimed bool `json:"aimed,omitempty"`
	// Pointer is true while the mouse aims (it moved last), false while
	// the keys aim: state.
	Pointer bool `json:"pointer,omitempty"`
	// Dug is how many steps the aimed tile has been dug: state.
	Dug int `json:"dug,omitempty"`
	// Mined counts the blocks dug and Placed those placed: state.
	Mined  int `json:"mined,omitempty"`
	Placed int `json:"placed,omitempty"`
}

func init() {
	scenes.Register[World]("Blockworld.World")
	scenes.Register[Chunk]("Blockworld.Chunk")
	scenes.Register[Miner]("Blockworld.Miner")
}
