print("fling")
