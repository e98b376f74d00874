package blockworld

// Block is what fills one tile of the world. The values are the bytes of a
// chunk's Blocks and of a saved chunk, so they never change meaning: new
// kinds take new numbers.
type Block uint8

// The blocks.
const (
	Air Block = iota
	Grass
	Dirt
	Stone
	Sand
	Gravel
	Water
	Wood
	Leaves
	Coal
	Iron
	Torch
	Bedrock
	Planks
	numBlocks
)

// blockInfo is what the rules know of a kind of block.
type blockInfo struct {
	name string
	// item is the inventory item dug out of it and placed as it ("" for
	// none: air, water, bedrock).
	item string
	// hard is the time to dig it with the pickaxe, in steps at 60 steps a
	// second (Terraria-like: dirt a third of a second, stone a second);
	// 0 cannot be dug.
	hard          int
	solid, opaque bool
	// falls is true for sand and gravel.
	falls bool
	// light is the block light it gives (a torch 14, as Minecraft's).
	light uint8
}

var blockInfos = [numBlocks]blockInfo{
	Air:     {name: "air"},
	Grass:   {name: "grass", item: "Dirt", hard: 24, solid: true, opaque: true},
	Dirt:    {name: "dirt", item: "Dirt", hard: 20, solid: true, opaque: true},
	Stone:   {name: "stone", item: "Stone", hard: 60, solid: true, opaque: true},
	Sand:    {name: "sand", item: "Sand", hard: 16, solid: true, opaque: true, falls: true},
	Gravel:  {name: "gravel", item: "Gravel", hard: 24, solid: true, opaque: true, falls: true},
	Water:   {name: "water"},
	Wood:    {name: "wood", item: "Wood", hard: 40, solid: true, opaque: true},
	Leaves:  {name: "leaves", item: "", hard: 6},
	Coal:    {name: "coal", item: "Coal", hard: 75, solid: true, opaque: true},
	Iron:    {name: "iron", item: "Iron", hard: 90, solid: true, opaque: true},
	Torch:   {name: "torch", item: "Torch", hard: 1, light: 14},
	Bedrock: {name: "bedrock", solid: true, opaque: true},
	Planks:  {name: "planks", item: "Planks", hard: 40, solid: true, opaque: true},
}

// info returns b's rules; an unknown byte reads as stone (a saved chunk is
// checked before it is used, so this only guards).
func (b Block) info() *blockInfo {
	if b >= numBlocks {
		return &blockInfos[Stone]
	}
	return &blockInfos[b]
}

// String returns the block's name ("dirt").
func (b Block) String() string {
	if b >= numBlocks {
		return "unknown"
	}
	return blockInfos[b].name
}

// Solid reports whether bodies collide with b (leaves, torches and water
// are passed through, as in Terraria).
func (b Block) Solid() bool { return b.info().solid }

// Opaque reports whether b stops light.
func (b Block) Opaque() bool { return b.info().opaque }

// Hardness is the steps (at 60 a second) the pickaxe takes to dig b; 0
// means it cannot be dug (air, water, bedrock).
func (b Block) Hardness() int { return b.info().hard }

// Item is the inventory item digging b gives, and placing which makes b
// ("" for none).
func (b Block) Item() string { return b.info().item }

// blockOfItem returns the block an item places, if it places one.
func blockOfItem(item string) (Block, bool) {
	if item == "" {
		return Air, false
	}
	for b := Grass; b < numBlocks; b++ {
		if b != Grass && blockInfos[b].item == item {
			return b, true
		}
	}
	return Air, false
}
