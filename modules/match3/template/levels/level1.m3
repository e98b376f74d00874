# Level 1: First Sprouts
size 8 8
colours 5
moves 15
goal score 600
seed 11
cell 40
tile 32
image assets/gems.png
at 300 20
